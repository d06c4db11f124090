package ucd

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// recorder is a testing.TB that records Skip and Fatal instead of ending
// the test that uses it.
type recorder struct {
	testing.TB
	skipped, failed string
}

func (r *recorder) Helper() {}
func (r *recorder) Skip(args ...any) {
	r.skipped = args[0].(string)
	runtime.Goexit()
}
func (r *recorder) Fatal(args ...any) {
	r.failed = args[0].(string)
	runtime.Goexit()
}

// run calls f with a recorder in its own goroutine, which Skip and Fatal
// end.
func run(t *testing.T, f func(tb testing.TB)) *recorder {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(r)
	}()
	<-done
	return r
}

// TestOnlyOlderData: a data directory that holds the 17.0.0 files but not
// the 18.0.0 ones makes the tests say so and skip, or fail under CI=true.
func TestOnlyOlderData(t *testing.T) {
	for _, c := range []struct {
		env, sub, probe string
		require         func(testing.TB) string
	}{
		{EnvVar, Superseded, "LinkTerm.txt", RequireDir},
		{EnvVar39, Superseded, "confusables.txt", RequireDir39},
	} {
		dir := t.TempDir()
		if err := os.Mkdir(filepath.Join(dir, c.sub), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, c.sub, c.probe), nil, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Setenv(c.env, dir)
		want := "holds only " + Superseded + ", not " + Version

		t.Setenv("CI", "")
		r := run(t, func(tb testing.TB) { c.require(tb) })
		if r.failed != "" || !strings.Contains(r.skipped, want) {
			t.Errorf("%s=%s without CI: skipped %q, failed %q; want a skip saying %q", c.env, dir, r.skipped, r.failed, want)
		}
		t.Setenv("CI", "true")
		r = run(t, func(tb testing.TB) { c.require(tb) })
		if r.skipped != "" || !strings.Contains(r.failed, want) {
			t.Errorf("%s=%s with CI=true: skipped %q, failed %q; want a failure saying %q", c.env, dir, r.skipped, r.failed, want)
		}

		// An empty directory says only that the data is absent.
		t.Setenv(c.env, t.TempDir())
		t.Setenv("CI", "")
		r = run(t, func(tb testing.TB) { c.require(tb) })
		if r.skipped == "" || strings.Contains(r.skipped, "holds only") {
			t.Errorf("%s empty: skipped %q", c.env, r.skipped)
		}
	}
}

// TestSupersededData: the 18.0.0 data without the 17.0.0 conformance files
// skips the superseded tests (fails under CI=true).
func TestSupersededData(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, Version), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, Version, "LinkTerm.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvVar, dir)
	t.Setenv("CI", "")
	if r := run(t, func(tb testing.TB) { RequireDir(tb) }); r.skipped != "" || r.failed != "" {
		t.Errorf("RequireDir with %s/: skipped %q, failed %q", Version, r.skipped, r.failed)
	}
	r := run(t, func(tb testing.TB) { RequireSuperseded(tb) })
	if !strings.Contains(r.skipped, Superseded) || r.failed != "" {
		t.Errorf("RequireSuperseded without %s/: skipped %q, failed %q", Superseded, r.skipped, r.failed)
	}
	t.Setenv("CI", "true")
	if r := run(t, func(tb testing.TB) { RequireSuperseded(tb) }); r.failed == "" {
		t.Errorf("RequireSuperseded without %s/ under CI=true did not fail", Superseded)
	}
}
