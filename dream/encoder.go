package dream

import (
	"math"
	"slices"
	"strings"
	"unicode"

	"l9/internal/fnv1a"
)

// Encoder is the store's hashed bag-of-words encoder: content is lower-cased,
// split on white space, stripped of leading and trailing punctuation, and each
// token is hashed (seeded FNV-1a, then a 64-bit finalizer) to one of Dims
// dimensions with a sign taken from the hash. Token counts add up; the vector
// is L2-normalised, so the dot product of two vectors is their cosine. Word
// order, morphology and meaning are invisible to it: two long notes that
// differ in one value token are near-duplicates, two short facts that differ
// in one value token are not.
type Encoder struct {
	Dims int
	Seed uint64
}

// Vector is a sparse, L2-normalised vector: dimension indexes in ascending
// order with their values. The zero Vector (no tokens) has norm 0.
type Vector struct {
	Idx []int32
	Val []float64
}

// Tokens returns the tokens of s the encoder counts, in order.
func Tokens(s string) []string {
	var out []string
	for _, f := range strings.Fields(strings.ToLower(s)) {
		f = strings.TrimFunc(f, func(r rune) bool { return unicode.IsPunct(r) || unicode.IsSymbol(r) })
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// Encode returns the normalised vector of s.
func (e Encoder) Encode(s string) Vector {
	dims := e.Dims
	if dims <= 0 {
		dims = DefaultDims
	}
	acc := map[int32]float64{}
	for _, tok := range Tokens(s) {
		h := e.hash(tok)
		d := int32((h >> 1) % uint64(dims))
		if h&1 == 1 {
			acc[d]--
		} else {
			acc[d]++
		}
	}
	var v Vector
	keys := make([]int32, 0, len(acc))
	for d, x := range acc {
		if x != 0 {
			keys = append(keys, d)
		}
	}
	slices.Sort(keys)
	var norm float64
	for _, d := range keys {
		norm += acc[d] * acc[d]
	}
	if norm == 0 {
		return v
	}
	norm = math.Sqrt(norm)
	v.Idx = keys
	v.Val = make([]float64, len(keys))
	for i, d := range keys {
		v.Val[i] = acc[d] / norm
	}
	return v
}

func (e Encoder) hash(tok string) uint64 {
	h := fnv1a.Offset
	s := e.Seed
	for i := 0; i < 8; i++ {
		h = fnv1a.AddByte(h, byte(s))
		s >>= 8
	}
	h = fnv1a.AddString(h, tok)
	// splitmix64 finaliser: spread FNV's weak low bits.
	h ^= h >> 30
	h *= 0xbf58476d1ce4e5b9
	h ^= h >> 27
	h *= 0x94d049bb133111eb
	h ^= h >> 31
	return h
}

// Cosine is the cosine of two normalised vectors (0 when either is empty).
func Cosine(a, b Vector) float64 {
	var s float64
	i, j := 0, 0
	for i < len(a.Idx) && j < len(b.Idx) {
		switch {
		case a.Idx[i] == b.Idx[j]:
			s += a.Val[i] * b.Val[j]
			i++
			j++
		case a.Idx[i] < b.Idx[j]:
			i++
		default:
			j++
		}
	}
	return s
}

// Pair is two vector indexes (I < J) and their cosine.
type Pair struct {
	I, J int
	Cos  float64
}

// SimilarPairs returns every pair of vs whose cosine is at least tau, sorted
// by (I, J). It is exact (the same set a comparison of all pairs returns) but
// does not compare all pairs: it is an all-pairs similarity join with prefix
// filtering (Bayardo, Ma and Srikant, 2007). Dimensions are ordered rarest
// first; for each vector the shortest prefix is kept such that the remaining
// suffix has norm below tau. Two unit vectors with cosine ≥ tau must then
// share a dimension in the first one's prefix (otherwise their dot product is
// at most the suffix norm by Cauchy–Schwarz), so only vectors that contain
// one of those rare dimensions are compared.
func SimilarPairs(vs []Vector, tau float64) []Pair {
	if tau <= 0 {
		return allPairs(vs, tau)
	}
	// Document frequency, largest weight and postings of each dimension.
	dims := int32(0)
	for _, v := range vs {
		for _, d := range v.Idx {
			dims = max(dims, d+1)
		}
	}
	df := make([]int, dims)
	maxw := make([]float64, dims)
	post := make([][]int, dims)
	for i, v := range vs {
		for k, d := range v.Idx {
			df[d]++
			maxw[d] = max(maxw[d], math.Abs(v.Val[k]))
			post[d] = append(post[d], i)
		}
	}
	// Margin so rounding never drops a true pair: the prefix is kept a little
	// longer than the bound strictly needs.
	bound := tau - 1e-9
	seen := make([]int, len(vs))
	for i := range seen {
		seen[i] = -1
	}
	dense := make([]float64, dims)
	var out []Pair
	var cand []int
	order := make([]int, 0, 64)
	for x, v := range vs {
		if len(v.Idx) == 0 {
			continue
		}
		order = order[:0]
		for k := range v.Idx {
			order = append(order, k)
		}
		slices.SortFunc(order, func(a, b int) int {
			da, db := v.Idx[a], v.Idx[b]
			if df[da] != df[db] {
				return df[da] - df[db]
			}
			return int(da - db)
		})
		// The longest suffix (in rarest-first order) whose contribution to
		// any dot product is provably below tau: both its norm (Cauchy–Schwarz
		// against a unit vector) and the sum of its weights times each
		// dimension's largest weight bound that contribution.
		cut := len(order)
		var sufsq, sufmax float64
		for cut > 0 {
			k := order[cut-1]
			w := v.Val[k]
			sq, mx := sufsq+w*w, sufmax+math.Abs(w)*maxw[v.Idx[k]]
			if min(math.Sqrt(sq), mx) >= bound {
				break
			}
			sufsq, sufmax = sq, mx
			cut--
		}
		cand = cand[:0]
		for _, k := range order[:cut] {
			for _, y := range post[v.Idx[k]] {
				if y > x && seen[y] != x {
					seen[y] = x
					cand = append(cand, y)
				}
			}
		}
		if len(cand) == 0 {
			continue
		}
		slices.Sort(cand)
		for k, d := range v.Idx {
			dense[d] = v.Val[k]
		}
		for _, y := range cand {
			var c float64
			w := vs[y]
			for k, d := range w.Idx {
				c += w.Val[k] * dense[d]
			}
			if c >= tau {
				out = append(out, Pair{I: x, J: y, Cos: c})
			}
		}
		for _, d := range v.Idx {
			dense[d] = 0
		}
	}
	return out
}

func allPairs(vs []Vector, tau float64) []Pair {
	var out []Pair
	for i := range vs {
		for j := i + 1; j < len(vs); j++ {
			if c := Cosine(vs[i], vs[j]); c >= tau {
				out = append(out, Pair{I: i, J: j, Cos: c})
			}
		}
	}
	return out
}
