package ucd

import (
	"fmt"
	"testing"
)

// EnvVar39 names the environment variable that points at the UTS #39 data
// directory (a directory holding 18.0.0/ with 18.0.0/ucd/).
const EnvVar39 = "UTS39_DATA"

// Dir39 returns the UTS #39 data directory: $UTS39_DATA if set, otherwise
// ../shared/uts39 relative to the module root. ok reports whether it holds
// the Version data.
func Dir39() (dir string, ok bool) { return dataDir(EnvVar39, "uts39", "confusables.txt") }

// RequireDir39 returns the UTS #39 data directory for a test, skipping the
// test with a message that says how to get the data when it is absent
// (failing under CI=true).
func RequireDir39(tb testing.TB) string {
	tb.Helper()
	dir, ok := Dir39()
	return require(tb, dir, ok, onlyOlder(dir, "confusables.txt")+fmt.Sprintf("UTS #39 data not found at %q: set %s to a directory holding %s/ (IdentifierStatus.txt, IdentifierType.txt, confusables.txt) and %s/ucd/ (Scripts.txt, ScriptExtensions.txt, PropertyValueAliases.txt, DerivedCoreProperties.txt) from https://www.unicode.org/Public/%s/security/ and https://www.unicode.org/Public/%s/ucd/",
		dir, EnvVar39, Version, Version, Version, Version))
}
