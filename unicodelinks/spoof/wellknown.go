package spoof

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"golang.org/x/net/idna"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/internal/dnsname"
)

// A TopDomains is a set of well-known domains, added to the built-in ones
// (Chromium's list of top domains) whose look-alikes its Check finds
// suspicious: a site protects its own name. With "example.org",
// "exаmple.org" in Cyrillic and "ëxample.org" are look-alikes, while
// "example.org" and "www.example.org" are what they are. A nil *TopDomains
// holds no domain. A TopDomains is not changed once made, and may be used
// by several goroutines at once.
type TopDomains struct {
	// skeletons are the LookalikeSkeletons of the domains, domains their
	// form of CheckTopDomain, and tlds the last labels of the skeletons,
	// each sorted.
	skeletons, domains, tlds []string
}

// NewTopDomains returns the set of the domains. A domain that
// CheckTopDomain refuses is left out and reported in the error, which
// comes with the set of the others.
func NewTopDomains(domains ...string) (*TopDomains, error) {
	return (*TopDomains)(nil).Add(domains...)
}

// Add returns a set of the domains of t and the given ones, as
// NewTopDomains does; t is not changed.
func (t *TopDomains) Add(domains ...string) (*TopDomains, error) {
	n := &TopDomains{}
	if t != nil {
		n.skeletons, n.domains, n.tlds = slices.Clone(t.skeletons), slices.Clone(t.domains), slices.Clone(t.tlds)
	}
	var errs []error
	for _, s := range domains {
		u, err := CheckTopDomain(s)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		n.domains = append(n.domains, u)
		for _, sk := range LookalikeSkeletons(u) {
			n.skeletons = append(n.skeletons, sk)
			n.tlds = append(n.tlds, sk[strings.LastIndexByte(sk, '.')+1:])
		}
	}
	sort.Strings(n.tlds)
	sort.Strings(n.skeletons)
	sort.Strings(n.domains)
	return n, errors.Join(errs...)
}

// ErrTopDomain is the reason of every error of CheckTopDomain (errors.Is):
// a domain that cannot be a well-known domain.
var ErrTopDomain = errors.New("top domain")

// CheckTopDomain returns the form in which a well-known domain is compared
// (NewTopDomains): its U-labels, lower case, without a trailing dot. A
// domain that IDNA refuses, has fewer than two labels or is longer than
// 253 bytes is an error, and so is a URL (ErrURL).
func CheckTopDomain(domain string) (string, error) {
	if isURL(domain) {
		return "", fmt.Errorf("top domain %q: %w", domain, ErrURL)
	}
	u, err := idna.Lookup.ToUnicode(strings.TrimSuffix(domain, "."))
	switch {
	case err != nil:
		return "", fmt.Errorf("%w %q: %w", ErrTopDomain, domain, err)
	case strings.IndexByte(u, '.') <= 0 || len(domain) > dnsname.MaxDomainLen:
		return "", fmt.Errorf("%w %q: not a domain name of two labels or more", ErrTopDomain, domain)
	}
	a, err := idna.Lookup.ToASCII(u)
	if err != nil || len(a) > dnsname.MaxDomainLen {
		return "", fmt.Errorf("%w %q: invalid", ErrTopDomain, domain)
	}
	for _, l := range strings.Split(a, ".") {
		if l == "" || len(l) > dnsname.MaxLabelLen {
			return "", fmt.Errorf("%w %q: a label is empty or longer than 63 bytes", ErrTopDomain, domain)
		}
	}
	return u, nil
}

func (t *TopDomains) hasTLD(sk []byte) bool { return t != nil && sortedHas(t.tlds, string(sk)) }

func (t *TopDomains) hasSkeleton(sk []byte) bool {
	return t != nil && sortedHas(t.skeletons, string(sk))
}

func (t *TopDomains) has(domain string) bool { return t != nil && sortedHas(t.domains, domain) }

// hasSkeletonPrefix reports whether a skeleton of t starts with p.
func (t *TopDomains) hasSkeletonPrefix(p []byte) bool {
	if t == nil {
		return false
	}
	i := sort.Search(len(t.skeletons), func(i int) bool { return t.skeletons[i] >= string(p) })
	return i < len(t.skeletons) && strings.HasPrefix(t.skeletons[i], string(p))
}

// sortedHas reports whether the sorted list holds s.
func sortedHas(list []string, s string) bool {
	_, ok := slices.BinarySearch(list, s)
	return ok
}
