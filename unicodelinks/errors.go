package unicodelinks

import (
	"errors"
	"fmt"

	"github.com/unicodelinks/goldmark-unicodelinks/unicodelinks/spoof"
)

// The reasons an option is invalid, as net/url's errors: errors.Is tells
// them apart in the error of NewChecked, of the goldmark extension's
// NewChecked, and of CheckScheme.
var (
	// ErrNilOption: an Option is nil.
	ErrNilOption = errors.New("nil option")
	// ErrSchemeName: a scheme is no scheme name (RFC 3986: a letter, then
	// letters, digits, '+', '-' or '.').
	ErrSchemeName = errors.New("no scheme name")
	// ErrDangerousScheme: a scheme's URLs run code or read local files
	// (javascript, vbscript, file, data).
	ErrDangerousScheme = errors.New("dangerous scheme")
	// ErrAttributeName: an attribute name is no HTML attribute name, or
	// is "href".
	ErrAttributeName = errors.New("invalid attribute name")
	// ErrTopDomain: a top domain is no domain of two labels or more (see
	// spoof.CheckTopDomain).
	ErrTopDomain = spoof.ErrTopDomain
	// ErrValue: a value is none of the constants of its type, or one the
	// configuration cannot take.
	ErrValue = errors.New("invalid value")
)

// An OptionError reports an invalid option: which option, and why. Err
// wraps one of the Err… reasons (errors.Is) with the value.
type OptionError struct {
	// Option is the option's name, such as "WithSchemes", or "option 2 of
	// 3" for a nil one.
	Option string
	// Err says why.
	Err error
}

func (e *OptionError) Error() string {
	why := "invalid"
	if e.Err != nil {
		why = e.Err.Error()
	}
	return "unicodelinks: " + e.Option + ": " + why
}

// Unwrap returns Err.
func (e *OptionError) Unwrap() error { return e.Err }

// reason is a message that says why a value is invalid, with the reason
// (an Err… value) that errors.Is finds.
type reason struct {
	msg    string
	reason error
}

func (r *reason) Error() string { return r.msg }
func (r *reason) Unwrap() error { return r.reason }

// optionError returns the OptionError of option, why being one of the
// Err… values, with the message of the format.
func optionError(option string, why error, format string, args ...any) error {
	return &OptionError{Option: option, Err: &reason{fmt.Sprintf(format, args...), why}}
}
