package postag

import (
	"testing"

	"github.com/jdkato/prose/v3/tag"
)

// The tagging options of issue 15, on every corpus sentence (see
// sentences), one goroutine, reported as tokens/s and ns/token:
//
//   - prose: prose's tagger (a binary search over the sorted feature
//     strings per feature);
//   - hash: prose's feature strings built as prose builds them, each found
//     in a hash map over the model's features (hashTagger, a test-only
//     variant of this package);
//   - postag: this package (features filed by template: one cached lookup
//     per distinct word, array reads per tag, one hash lookup per token for
//     the tag+word feature).
//
// The third option, settling closed-class words by a lexicon, is what both
// already do for the model's unambiguous words (BenchmarkPresetShare
// reports the share of tokens so settled); a lexicon beyond the model's own
// would change tags, which the equivalence rules out.

func benchTagger(b *testing.B, tg tag.Interface) {
	ss := sentences(b)
	toks := make([][]tag.Token, len(ss))
	n := 0
	for i, ws := range ss {
		toks[i] = make([]tag.Token, len(ws))
		for j, w := range ws {
			toks[i][j].Text = w
		}
		n += len(ws)
	}
	for _, ts := range toks { // warm caches
		tg.TagTokens(ts)
	}
	for b.Loop() {
		for _, ts := range toks {
			tg.TagTokens(ts)
		}
	}
	sec := b.Elapsed().Seconds() / float64(b.N)
	b.ReportMetric(float64(n)/sec, "tokens/s")
	b.ReportMetric(sec*1e9/float64(n), "ns/token")
}

func BenchmarkTagProse(b *testing.B)  { benchTagger(b, prose(b)) }
func BenchmarkTagPostag(b *testing.B) { benchTagger(b, ours(b)) }
func BenchmarkTagHash(b *testing.B)   { benchTagger(b, newHashTagger(b)) }

// BenchmarkTagPostagParallel is postag over GOMAXPROCS goroutines (the
// preset cache is shared and read without locks).
func BenchmarkTagPostagParallel(b *testing.B) {
	x := ours(b)
	ss := sentences(b)
	n := 0
	for _, ws := range ss {
		n += len(ws)
	}
	b.RunParallel(func(pb *testing.PB) {
		toks := make([]tag.Token, 0, 64)
		i := 0
		for pb.Next() {
			ws := ss[i%len(ss)]
			toks = toks[:0]
			for _, w := range ws {
				toks = append(toks, tag.Token{Text: w})
			}
			x.TagTokens(toks)
			i++
		}
	})
	b.ReportMetric(float64(b.N)*float64(n)/float64(len(ss))/b.Elapsed().Seconds(), "tokens/s")
}

// BenchmarkPresetShare reports the share of corpus tokens tagged without
// scoring (prose's pre-model checks and the model's unambiguous words).
func BenchmarkPresetShare(b *testing.B) {
	x := ours(b)
	ss := sentences(b)
	var n, preset int
	for b.Loop() {
		n, preset = 0, 0
		for _, ws := range ss {
			for _, w := range ws {
				if x.words.info(w).preset != "" {
					preset++
				}
				n++
			}
		}
	}
	b.ReportMetric(float64(preset)/float64(n), "preset-share")
}

// BenchmarkNew is the one-time cost of building a Tagger.
func BenchmarkNew(b *testing.B) {
	x := ours(b)
	for b.Loop() {
		if _, err := New(x.m.raw); err != nil {
			b.Fatal(err)
		}
	}
}
