package dream

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestTokens(t *testing.T) {
	got := Tokens("  Ana's address is: \"12 Rua Augusta\", Lisbon. — ok!  ")
	want := []string{"ana's", "address", "is", "12", "rua", "augusta", "lisbon", "ok"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Tokens (-want +got):\n%s", diff)
	}
}

func TestEncoderCosines(t *testing.T) {
	e := Encoder{Dims: 384, Seed: 7}
	cos := func(a, b string) float64 { return Cosine(e.Encode(a), e.Encode(b)) }
	if c := cos("The relay is up.", "the relay is UP"); math.Abs(c-1) > 1e-12 {
		t.Errorf("same tokens: cosine %v, want 1", c)
	}
	long := "for the quarterly supplier invoices the accounting office confirmed that the delivery address of the Porto warehouse is %s avenue"
	if c := cos(fmt.Sprintf(long, "Boavista"), fmt.Sprintf(long, "Aliados")); c < DefaultMergeCosine {
		t.Errorf("long notes differing in one value: cosine %v, want >= %v", c, DefaultMergeCosine)
	}
	if c := cos("Ana lives in Lisbon", "Ana lives in Porto"); c >= DefaultMergeCosine {
		t.Errorf("short facts differing in one value: cosine %v, want < %v", c, DefaultMergeCosine)
	}
	if c := Cosine(e.Encode(""), e.Encode("x")); c != 0 {
		t.Errorf("empty vector cosine %v, want 0", c)
	}
	v := e.Encode("one two three four five six")
	var n float64
	for _, x := range v.Val {
		n += x * x
	}
	if math.Abs(n-1) > 1e-12 {
		t.Errorf("norm² %v, want 1", n)
	}
	if a, b := e.Encode("alpha beta gamma"), (Encoder{Dims: 384, Seed: 8}).Encode("alpha beta gamma"); cmp.Equal(a, b) {
		t.Errorf("seed does not change the hashing")
	}
}

// randomTexts draws texts from a Zipf-like vocabulary with many
// near-duplicates, the shape SimilarPairs must handle exactly.
func randomTexts(r *rand.Rand, n int) []string {
	vocab := make([]string, 400)
	for i := range vocab {
		vocab[i] = fmt.Sprintf("w%d", i)
	}
	zipf := rand.NewZipf(r, 1.2, 1, uint64(len(vocab)-1))
	var out []string
	for len(out) < n {
		k := 3 + r.IntN(25)
		toks := make([]string, k)
		for i := range toks {
			toks[i] = vocab[zipf.Uint64()]
		}
		out = append(out, strings.Join(toks, " "))
		// a few near-duplicates: one token replaced
		for d := r.IntN(3); d > 0 && len(out) < n; d-- {
			c := append([]string(nil), toks...)
			c[r.IntN(len(c))] = vocab[r.IntN(len(vocab))]
			out = append(out, strings.Join(c, " "))
		}
	}
	return out
}

func TestSimilarPairsIsExact(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		r := rand.New(rand.NewPCG(seed, 99))
		texts := randomTexts(r, 300)
		e := Encoder{Dims: 384, Seed: seed}
		vs := make([]Vector, len(texts))
		for i, s := range texts {
			vs[i] = e.Encode(s)
		}
		for _, tau := range []float64{0.5, 0.92, 0.95, 1} {
			got := SimilarPairs(vs, tau)
			want := allPairs(vs, tau)
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("seed %d tau %v: join differs from all pairs (-want +got):\n%s", seed, tau, diff)
			}
			if tau == 0.92 && len(want) == 0 {
				t.Errorf("seed %d: no pairs at 0.92; the test data has no near-duplicates", seed)
			}
		}
	}
}
