package postag

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/jdkato/prose/v3/tag"
	"github.com/jdkato/prose/v3/tag/aptagmodel"
	"github.com/jdkato/prose/v3/tokenize"
)

// corpusTexts returns the content of every memory of the repository's
// testdata corpora (testdata/real/*, testdata/heldout*).
func corpusTexts(t testing.TB) []string {
	t.Helper()
	var files []string
	for _, g := range []string{"../../testdata/real/*/memories.jsonl", "../../testdata/heldout*/memories.jsonl"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 9 {
		t.Fatalf("found %d corpora, want the 9 of testdata", len(files))
	}
	var out []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			var m struct{ Content string }
			if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			out = append(out, m.Content)
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// sentences are the token sequences a tagger sees from the corpora: each
// memory's whole content, and each of its pieces between commas,
// semicolons and "and" (svo tags clauses), as prose's tokenizer splits
// them.
func sentences(t testing.TB) [][]string {
	sentOnce.Do(func() { sentCache = buildSentences(t) })
	return sentCache
}

var (
	sentOnce  sync.Once
	sentCache [][]string
)

func buildSentences(t testing.TB) [][]string {
	tk := tokenize.New()
	var out [][]string
	add := func(s string) {
		var ws []string
		for _, tok := range tk.Tokenize(s) {
			ws = append(ws, tok.Text)
		}
		if len(ws) > 0 {
			out = append(out, ws)
		}
	}
	for _, c := range corpusTexts(t) {
		add(c)
		for _, piece := range strings.FieldsFunc(c, func(r rune) bool { return r == ',' || r == ';' }) {
			add(piece)
			for _, p := range strings.Split(piece, " and ") {
				add(p)
			}
		}
	}
	return out
}

func prose(t testing.TB) *tag.Tagger {
	p, err := tag.New()
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func ours(t testing.TB) *Tagger {
	x, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func compare(t *testing.T, p *tag.Tagger, x *Tagger, ws []string) bool {
	t.Helper()
	want := p.Tag(ws)
	for _, tg := range []tag.Interface{x, hashRef(t)} {
		got := tg.Tag(ws)
		for i := range want {
			if want[i].Tag != got[i].Tag {
				t.Errorf("%q: token %d %q: prose %q, %s %q", strings.Join(ws, " "), i, ws[i], want[i].Tag, tg.Name(), got[i].Tag)
				return false
			}
		}
	}
	return true
}

var (
	hashOnce sync.Once
	hashTag  *hashTagger
)

func hashRef(t testing.TB) *hashTagger {
	hashOnce.Do(func() { hashTag = newHashTagger(t) })
	return hashTag
}

// TestCorporaIdentical: every token of every corpus sentence gets prose's tag.
func TestCorporaIdentical(t *testing.T) {
	p, x := prose(t), ours(t)
	ss := sentences(t)
	toks := 0
	for _, ws := range ss {
		if !compare(t, p, x, ws) && t.Failed() {
			return
		}
		toks += len(ws)
	}
	if toks < 50000 {
		t.Fatalf("only %d tokens compared", toks)
	}
	t.Logf("%d sentences, %d tokens: every tag identical", len(ss), toks)
}

// oddTokens are tokens prose treats specially, or that exercise the
// normalization (hyphens, years, digits, case folding, non-ASCII, empty).
var oddTokens = []string{
	"-", "--", "-LRB-", "-RRB-", "-ABC-", "-abc-", "0", "00", "*", "*-1", "*T*-2", "*?*", "*U*",
	"@alice", "@", ":)", ":-)", ";)", "xD", "XDD", "8D", "(:", "^_^", "O_o", "<3", ":(", ":P",
	"2019", "+201", "-201", "1999s", "12", "3.5", "co-founder", "-ish", "e-mail", "state-of-the-art",
	"ÉCOLE", "İstanbul", "Straße", "naïve", "東京", "", " ", "'s", "n't", "U.S.", "Dr.", "$", "%", "&",
	"THE", "The", "the", "Apple", "APPLE", "i", "I", "a", "A", ".", ",", "?", "!", "\"", "''", "``",
}

// TestRandomIdentical tags seeded random sentences over the corpus
// vocabulary and the odd tokens: contexts no corpus has.
func TestRandomIdentical(t *testing.T) {
	p, x := prose(t), ours(t)
	seen := map[string]bool{}
	var vocab []string
	for _, ws := range sentences(t) {
		for _, w := range ws {
			if !seen[w] {
				seen[w] = true
				vocab = append(vocab, w)
			}
		}
	}
	r := rand.New(rand.NewPCG(15, 1))
	for range 6000 {
		ws := make([]string, 1+r.IntN(14))
		for i := range ws {
			if r.IntN(4) == 0 {
				ws[i] = oddTokens[r.IntN(len(oddTokens))]
			} else {
				ws[i] = vocab[r.IntN(len(vocab))]
			}
		}
		if !compare(t, p, x, ws) {
			return
		}
	}
}

// TestModelWords tags every unambiguous word of the model, alone and in a
// sentence, in several casings.
func TestModelWords(t *testing.T) {
	p, x := prose(t), ours(t)
	if len(x.m.unambiguous) < 1000 || len(x.m.classes) < 30 {
		t.Fatalf("model: %d unambiguous words, %d classes", len(x.m.unambiguous), len(x.m.classes))
	}
	for w := range x.m.unambiguous {
		for _, v := range []string{w, strings.ToUpper(w), strings.Title(w)} { //nolint:staticcheck // a casing, not titling prose
			if !compare(t, p, x, []string{v}) || !compare(t, p, x, []string{"The", v, "is", "here", "."}) {
				return
			}
		}
	}
}

// TestConcurrent tags from several goroutines at once (run with -race):
// the preset cache is filled concurrently.
func TestConcurrent(t *testing.T) {
	ss := sentences(t)
	p := prose(t)
	want := make([][]tag.Token, len(ss))
	for i, ws := range ss {
		want[i] = p.Tag(ws)
	}
	x, err := New(aptagmodel.English) // a fresh tagger: an empty cache
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := range len(ss) / 4 {
				i := (k*7 + g*131) % len(ss)
				got := x.Tag(ss[i])
				for j := range got {
					if got[j].Tag != want[i][j].Tag {
						errs <- ss[i][j]
						return
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for w := range errs {
		t.Errorf("concurrent tagging differs from prose at %q", w)
	}
}

func TestBadModel(t *testing.T) {
	data := aptagmodel.English
	for _, c := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"magic", append([]byte("NOTATAGG"), data[8:]...)},
		{"version", append(append(append([]byte(nil), data[:8]...), 9, 0, 0, 0), data[12:]...)},
		{"truncated", data[:len(data)/2]},
		{"trailing", append(append([]byte(nil), data...), 0)},
	} {
		if _, err := New(c.b); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
}

// TestHeadKeyDistinct: headKey packs distinct (suffix, first byte, tag,
// tag) into distinct keys over the ranges it is used for, so a cached
// head is never another key's.
func TestHeadKeyDistinct(t *testing.T) {
	seen := map[uint64][4]int{}
	for _, rsuf := range []int32{-1, 0, 1, 255, 65535, 1 << 30} {
		for _, pref := range []int{0, 1, 'a', 255, 256} {
			for _, p1 := range []int32{-1, 0, 1, 127, 253} {
				for _, p2 := range []int32{-1, 0, 1, 127, 253} {
					k := headKey(rsuf, pref, p1, p2)
					in := [4]int{int(rsuf), pref, int(p1), int(p2)}
					if old, dup := seen[k]; dup {
						t.Fatalf("headKey%v = headKey%v", in, old)
					}
					seen[k] = in
				}
			}
		}
	}
}

// TestHeadsIdentical: a tagger without the head cache gives the same tags
// as the shared one (whose cache the corpus sentences have filled) on
// every corpus sentence.
func TestHeadsIdentical(t *testing.T) {
	x := ours(t)
	plain, err := New(aptagmodel.English)
	if err != nil {
		t.Fatal(err)
	}
	plain.heads = nil
	for _, ws := range sentences(t) {
		a, b := make([]tag.Token, len(ws)), make([]tag.Token, len(ws))
		for i, w := range ws {
			a[i].Text, b[i].Text = w, w
		}
		x.TagTokens(a)
		plain.TagTokens(b)
		for i := range a {
			if a[i].Tag != b[i].Tag {
				t.Fatalf("%q: token %d %q: %s with the head cache, %s without", strings.Join(ws, " "), i, ws[i], a[i].Tag, b[i].Tag)
			}
		}
	}
}
