package memory

import (
	"encoding/binary"
	"strconv"
	"strings"
	"time"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"
)

// fastParse decodes the common line in one pass and without a map of raw
// messages: a JSON object whose keys are known fields, each once, with
// values of the right JSON types, that passes every check of
// Reader.parse. For anything else it reports false, and parse decodes the
// line the thorough way, which finds and words the problems; so the
// errors, the warnings and the memories are parse's whatever the input
// (TestFastParseMatchesParse compares them on valid and mangled lines).
//
// The kept strings (id, namespace, content, parent_id, authority, tags, aliases) are
// copied one by one, so that a unit keeping an id does not keep the
// content; timestamps are parsed from views into the line; the optional
// times share one array.
func fastParse(b []byte) (Memory, bool) {
	var m Memory
	if !utf8.Valid(b) {
		return m, false
	}
	s := fscan{b: b, line: unsafe.String(unsafe.SliceData(b), len(b))}
	var (
		f    fastFields
		seen uint32
	)
	s.ws()
	if !s.eat('{') {
		return m, false
	}
	s.ws()
	if s.peek() == '}' {
		return m, false // {}: parse reports the missing fields
	}
	for {
		s.ws()
		k, ok := s.str()
		if !ok {
			return m, false
		}
		s.ws()
		if !s.eat(':') {
			return m, false
		}
		s.ws()
		fld := fastField(k)
		if fld < 0 || seen&(1<<fld) != 0 {
			return m, false // unknown (a warning) or duplicate (an error)
		}
		seen |= 1 << fld
		if !s.value(fld, &f) {
			return m, false
		}
		s.ws()
		if s.eat(',') {
			continue
		}
		if !s.eat('}') {
			return m, false
		}
		break
	}
	s.ws()
	if s.i != len(b) {
		return m, false
	}
	return f.memory()
}

// The fields fastParse knows; fastField maps a key to one (-1: unknown).
const (
	ffID = iota
	ffNamespace
	ffContent
	ffCreatedAt
	ffObservedAt
	ffEffectiveAt
	ffExpiresAt
	ffTTL
	ffParentID
	ffIsFacet
	ffTier
	ffAuthority
	ffEnergy
	ffRetrievalCount
	ffTags
	ffAliases
	ffCount
)

func fastField(k string) int {
	switch k {
	case "id":
		return ffID
	case "namespace":
		return ffNamespace
	case "content":
		return ffContent
	case "created_at":
		return ffCreatedAt
	case "observed_at":
		return ffObservedAt
	case "effective_at":
		return ffEffectiveAt
	case "expires_at":
		return ffExpiresAt
	case "ttl_seconds":
		return ffTTL
	case "parent_id":
		return ffParentID
	case "is_facet":
		return ffIsFacet
	case "tier":
		return ffTier
	case "authority":
		return ffAuthority
	case "energy":
		return ffEnergy
	case "retrieval_count":
		return ffRetrievalCount
	case "tags":
		return ffTags
	case "aliases":
		return ffAliases
	}
	return -1
}

// fastFields holds the decoded values; set marks fields present and not
// null.
type fastFields struct {
	set     uint32
	str     [ffAuthority + 1]string // the string fields, by field number
	num     [ffRetrievalCount + 1]string
	isFacet bool
	tags    []string
	aliases []string
}

type fscan struct {
	b    []byte
	line string // a view of b (never kept: b is the scanner's buffer)
	i    int
}

func (s *fscan) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

func (s *fscan) peek() byte {
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

func (s *fscan) eat(c byte) bool {
	if s.peek() == c {
		s.i++
		return true
	}
	return false
}

func (s *fscan) lit(w string) bool {
	if strings.HasPrefix(s.line[s.i:], w) {
		s.i += len(w)
		return true
	}
	return false
}

// str reads a JSON string. Escapes are decoded as encoding/json decodes
// them; an unpaired surrogate (which it replaces) is left to parse.
func (s *fscan) str() (string, bool) {
	if !s.eat('"') {
		return "", false
	}
	start := s.i
	for j := plainRun(s.b, s.i); j < len(s.b); j++ {
		c := s.b[j]
		if !strStop[c] {
			continue // one table load for a plain byte
		}
		switch {
		case c == '"':
			s.i = j + 1
			return s.line[start:j], true
		case c == '\\':
			return s.escaped(start, j)
		case c < 0x20:
			return "", false
		}
	}
	return "", false
}

// plainRun returns i advanced over the 8-byte words of b without a byte
// str stops at (strStop): a word's test is a few arithmetic operations,
// not eight table loads. The bytes after the last such word are str's to
// read one by one.
func plainRun(b []byte, i int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	for ; i+8 <= len(b); i += 8 {
		x := binary.LittleEndian.Uint64(b[i:])
		q := x ^ ('"' * ones)   // a zero byte where x has a quote
		bs := x ^ ('\\' * ones) // a zero byte where x has a backslash
		// a byte below 0x20, or a zero byte of q or bs, sets its high
		// bit here (or a higher byte's: no word without one sets any)
		if ((x-0x20*ones)&^x|(q-ones)&^q|(bs-ones)&^bs)&highs != 0 {
			break
		}
	}
	return i
}

// strStop marks the bytes str stops at: the closing quote, a backslash
// and the control characters.
var strStop = func() (t [256]bool) {
	for c := 0; c < 0x20; c++ {
		t[c] = true
	}
	t['"'], t['\\'] = true, true
	return t
}()

func (s *fscan) escaped(start, j int) (string, bool) {
	buf := append(make([]byte, 0, j-start+16), s.b[start:j]...)
	for j < len(s.b) {
		c := s.b[j]
		switch {
		case c == '"':
			s.i = j + 1
			return string(buf), true
		case c < 0x20:
			return "", false
		case c != '\\':
			buf = append(buf, c)
			j++
			continue
		}
		if j+1 >= len(s.b) {
			return "", false
		}
		switch e := s.b[j+1]; e {
		case '"', '\\', '/':
			buf = append(buf, e)
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := hex4(s.b, j+2)
			if !ok {
				return "", false
			}
			if utf16.IsSurrogate(r) {
				r2, ok := rune(0), false
				if j+7 < len(s.b) && s.b[j+6] == '\\' && s.b[j+7] == 'u' {
					r2, ok = hex4(s.b, j+8)
				}
				d := utf16.DecodeRune(r, r2)
				if !ok || d == utf8.RuneError {
					return "", false
				}
				r = d
				j += 6
			}
			buf = utf8.AppendRune(buf, r)
			j += 4
		default:
			return "", false
		}
		j += 2
	}
	return "", false
}

func hex4(b []byte, i int) (rune, bool) {
	if i+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	return r, true
}

// number reads a JSON number literal (the JSON grammar, which is stricter
// than strconv's).
func (s *fscan) number() (string, bool) {
	b, i := s.b, s.i
	digits := func() bool {
		k := i
		for i < len(b) && '0' <= b[i] && b[i] <= '9' {
			i++
		}
		return i > k
	}
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case !digits():
		return "", false
	}
	if i < len(b) && b[i] == '.' {
		i++
		if !digits() {
			return "", false
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if !digits() {
			return "", false
		}
	}
	n := s.line[s.i:i]
	s.i = i
	return n, true
}

// strings reads an array of strings ([] gives an empty, non-nil slice, as
// encoding/json does).
func (s *fscan) strings() ([]string, bool) {
	if !s.eat('[') {
		return nil, false
	}
	out := []string{}
	s.ws()
	if s.eat(']') {
		return out, true
	}
	for {
		s.ws()
		v, ok := s.str()
		if !ok {
			return nil, false
		}
		out = append(out, v)
		s.ws()
		if s.eat(']') {
			return out, true
		}
		if !s.eat(',') {
			return nil, false
		}
	}
}

// value reads field fld's value into f; null leaves the field unset, as
// parse treats null as absent.
func (s *fscan) value(fld int, f *fastFields) bool {
	if s.lit("null") {
		return true
	}
	var ok bool
	switch fld {
	case ffIsFacet:
		switch {
		case s.lit("true"):
			f.isFacet, ok = true, true
		case s.lit("false"):
			ok = true
		}
	case ffTTL, ffEnergy, ffRetrievalCount:
		f.num[fld], ok = s.number()
	case ffTags:
		f.tags, ok = s.strings()
	case ffAliases:
		f.aliases, ok = s.strings()
	default:
		f.str[fld], ok = s.str()
	}
	if ok {
		f.set |= 1 << fld
	}
	return ok
}

func (f *fastFields) has(fld int) bool { return f.set&(1<<fld) != 0 }

// memory applies parse's checks; any problem gives false (parse then
// reports it).
func (f *fastFields) memory() (Memory, bool) {
	var m Memory
	// Views until every check has passed; then the kept ones are copied.
	m.ID = f.str[ffID]
	if m.ID == "" || strings.TrimSpace(m.ID) != m.ID {
		return m, false
	}
	m.Namespace = f.str[ffNamespace]
	if CheckNamespace(m.Namespace) != nil {
		return m, false
	}
	m.Content = f.str[ffContent]
	if strings.TrimSpace(m.Content) == "" {
		return m, false
	}
	if !f.has(ffCreatedAt) || f.str[ffCreatedAt] == "" {
		return m, false
	}
	t, err := ParseTime(f.str[ffCreatedAt])
	if err != nil {
		return m, false
	}
	m.CreatedAt = t
	var times *[3]time.Time
	for k, p := range [3]**time.Time{&m.ObservedAt, &m.EffectiveAt, &m.ExpiresAt} {
		v := f.str[ffObservedAt+k]
		if v == "" { // absent, null or "": no time
			continue
		}
		t, err := ParseTime(v)
		if err != nil {
			return m, false
		}
		if times == nil {
			times = new([3]time.Time)
		}
		times[k] = t
		*p = &times[k]
	}
	if m.ExpiresAt != nil && m.EffectiveAt != nil && m.ExpiresAt.Before(*m.EffectiveAt) {
		return m, false
	}
	if f.has(ffTTL) {
		n, err := strconv.ParseInt(f.num[ffTTL], 10, 64)
		if err != nil || CheckTTL(n) != nil {
			return m, false
		}
		m.TTLSeconds = n
	}
	m.ParentID = f.str[ffParentID]
	if m.ParentID != "" && m.ParentID == m.ID {
		return m, false
	}
	m.IsFacet = f.isFacet
	if m.IsFacet && m.ParentID == "" {
		return m, false
	}
	switch Tier(f.str[ffTier]) {
	case TierNone:
	case TierShortTerm:
		m.Tier = TierShortTerm
	case TierLongTerm:
		m.Tier = TierLongTerm
	case TierPinned:
		m.Tier = TierPinned
	default:
		return m, false
	}
	m.Authority = f.str[ffAuthority]
	if m.Authority != "" && CheckAuthorityName(m.Authority) != nil {
		return m, false
	}
	if f.has(ffEnergy) {
		e, err := strconv.ParseFloat(f.num[ffEnergy], 64)
		if err != nil || e < 0 {
			return m, false
		}
		m.Energy = e
	}
	if f.has(ffRetrievalCount) {
		n, err := strconv.ParseInt(f.num[ffRetrievalCount], 10, 64)
		if err != nil || n < 0 || int64(int(n)) != n {
			return m, false
		}
		m.RetrievalCount = int(n)
	}
	m.Tags = f.tags
	if f.aliases != nil {
		var seen map[string]bool
		for i, a := range f.aliases {
			if CheckSlug(a) != nil {
				return m, false
			}
			if len(f.aliases) > 8 {
				if seen == nil {
					seen = make(map[string]bool, len(f.aliases))
				}
				if seen[a] {
					return m, false
				}
				seen[a] = true
				continue
			}
			for _, b := range f.aliases[:i] {
				if a == b {
					return m, false
				}
			}
		}
		m.Aliases = f.aliases
	}
	m.ID, m.Namespace, m.Content, m.ParentID = strings.Clone(m.ID), strings.Clone(m.Namespace), strings.Clone(m.Content), strings.Clone(m.ParentID)
	m.Authority = strings.Clone(m.Authority)
	for _, l := range [2][]string{m.Tags, m.Aliases} {
		for i := range l {
			l[i] = strings.Clone(l[i])
		}
	}
	return m, true
}
