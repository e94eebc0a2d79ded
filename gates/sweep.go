package gates

import (
	"fmt"
	"math"
	"strings"

	"l9/prereg"
)

// SweepPoint is the main arm judged at one threshold of the sweep.
type SweepPoint struct {
	Threshold float64 `json:"threshold"`
	// G2 holds at this threshold (per-seed and pooled value recall).
	G2 bool `json:"g2"`
	// G4 holds at this threshold (no clean-corpus candidate in any seed).
	G4 bool `json:"g4"`

	MinValueRecall    float64 `json:"min_value_recall"`
	PooledValueRecall float64 `json:"pooled_value_recall"`
	MaxClean          int     `json:"max_clean"`
	PooledPrecision   float64 `json:"pooled_precision"`
	Candidates        int     `json:"candidates"`
	// PerSeed holds the seeds' figures at this threshold (for plots).
	PerSeed []Seed `json:"-"`
}

// Band is a contiguous run of sweep points, [Lo, Hi].
type Band struct {
	Lo float64 `json:"lo"`
	Hi float64 `json:"hi"`
}

// Width is Hi - Lo, rounded to 1e-9 so that 0.55-0.45 is exactly 0.10.
func (b Band) Width() float64 { return math.Round((b.Hi-b.Lo)*1e9) / 1e9 }

// Contains reports whether t lies in [Lo, Hi] (to 1e-9).
func (b Band) Contains(t float64) bool { return t >= b.Lo-1e-9 && t <= b.Hi+1e-9 }

func (b Band) String() string { return fmt.Sprintf("%.2f-%.2f", b.Lo, b.Hi) }

// Sweep is the registered threshold sweep of the main arm.
type Sweep struct {
	Points []SweepPoint `json:"points"`
	// G2Bands, G4Bands and Overlap are the contiguous runs of points where
	// G2 holds, G4 holds, and both hold.
	G2Bands []Band `json:"g2_bands"`
	G4Bands []Band `json:"g4_bands"`
	Overlap []Band `json:"overlap"`
}

// NewSweep judges G2 and G4 at every registered sweep threshold. measure
// returns the seeds' figures with only the candidates scoring at least the
// given threshold.
func NewSweep(r *prereg.Registration, measure func(threshold float64) ([]Seed, error)) (*Sweep, error) {
	sw := &Sweep{}
	for _, t := range r.SweepThresholds() {
		seeds, err := measure(t)
		if err != nil {
			return nil, fmt.Errorf("sweep at %.2f: %w", t, err)
		}
		p := Pool(seeds)
		pt := SweepPoint{Threshold: t, PooledValueRecall: p.ValueRecall(), PooledPrecision: p.Precision(),
			Candidates: p.Candidates, MinValueRecall: math.NaN(), PerSeed: seeds}
		g2 := len(seeds) > 0 && pt.PooledValueRecall >= r.Gates.G2.MinPooledRecall
		g4 := len(seeds) > 0
		for i := range seeds {
			s := &seeds[i]
			vr := s.ValueRecall()
			if i == 0 || vr < pt.MinValueRecall {
				pt.MinValueRecall = vr
			}
			if vr < r.Gates.G2.MinRecallPerSeed {
				g2 = false
			}
			pt.MaxClean = max(pt.MaxClean, s.Clean)
			if s.Clean > r.Gates.G4.MaxCandidatesPerSeed {
				g4 = false
			}
		}
		pt.G2, pt.G4 = g2, g4
		sw.Points = append(sw.Points, pt)
	}
	sw.G2Bands = sw.runs(func(p *SweepPoint) bool { return p.G2 })
	sw.G4Bands = sw.runs(func(p *SweepPoint) bool { return p.G4 })
	sw.Overlap = sw.runs(func(p *SweepPoint) bool { return p.G2 && p.G4 })
	return sw, nil
}

func (sw *Sweep) runs(ok func(p *SweepPoint) bool) []Band {
	var out []Band
	in := false
	for i := range sw.Points {
		p := &sw.Points[i]
		switch {
		case ok(p) && !in:
			out = append(out, Band{Lo: p.Threshold, Hi: p.Threshold})
			in = true
		case ok(p):
			out[len(out)-1].Hi = p.Threshold
		default:
			in = false
		}
	}
	return out
}

// OverlapAt returns the overlap band containing threshold t, if any, else
// the widest overlap band (ok false), else a zero band.
func (sw *Sweep) OverlapAt(t float64) (b Band, ok bool) {
	for _, o := range sw.Overlap {
		if o.Contains(t) {
			return o, true
		}
	}
	for i, o := range sw.Overlap {
		if i == 0 || o.Width() > b.Width() {
			b = o
		}
	}
	return b, false
}

// Gate judges S for an arm operating at threshold t: the band where G2 holds
// and the band where G4 holds overlap by at least the registered width, and
// (when registered) t lies inside that overlap.
func (sw *Sweep) Gate(r *prereg.Registration, t float64) Gate {
	s := r.Gates.S
	b, inside := sw.OverlapAt(t)
	w := math.NaN()
	if len(sw.Overlap) > 0 {
		w = b.Width()
	}
	pass := len(sw.Overlap) > 0 && w >= s.MinBandOverlap-1e-9 && (inside || !s.ThresholdInsideOverlap)
	bands := func(bs []Band) string {
		if len(bs) == 0 {
			return "none"
		}
		parts := make([]string, len(bs))
		for i, b := range bs {
			parts[i] = b.String()
		}
		return strings.Join(parts, ",")
	}
	d := fmt.Sprintf("G2 holds at %s; G4 holds at %s; overlap %s", bands(sw.G2Bands), bands(sw.G4Bands), bands(sw.Overlap))
	if len(sw.Overlap) > 0 {
		d += fmt.Sprintf(" (width %s; need >= %s)", f4(w), f4(s.MinBandOverlap))
	}
	if s.ThresholdInsideOverlap {
		if inside {
			d += fmt.Sprintf("; threshold %.2f inside", t)
		} else {
			d += fmt.Sprintf("; threshold %.2f NOT inside", t)
		}
	}
	in := 0.0
	if inside {
		in = 1
	}
	return Gate{ID: GateS, Name: s.Name, Pass: pass, Detail: d,
		Values: []Value{{"overlap", w}, {"threshold", t}, {"threshold_inside", in}}}
}
