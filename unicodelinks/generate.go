package unicodelinks

// The generated tables, in the order they must be made (`make tables`
// runs `go generate ./unicodelinks`; each generator's test says when its
// output is stale). No generator imports a package whose table it makes,
// so that a broken table never stops its own regeneration:
//
//  1. tables.go, the Link_Term, Link_Bracket and Link_Email properties, from
//     the UTS #58 data in $UTS58_DATA;
//  2. spoof/tables.go, the UTS #39 data, from $UTS39_DATA;
//  3. spoof/lookalikes.go, Chromium's look-alike data, from
//     internal/gendata/chromium.txt (which records the commit of every
//     Chromium file in internal/gendata);
//  4. spoof/topdomains.go, Chromium's well-known domains
//     (internal/gendata/domains.list) and their skeletons, which
//     internal/lookalike makes from the data of the two before, not from
//     their tables;
//  5. internal/dnsname's host tables, from golang.org/x/net: the code
//     points of a label (less those that the UTS #58 data makes Link_Term=Hard)
//     follow the IDNA tables of the toolchain, so they are made under each
//     (see internal/genhost), and the public suffix list.

//go:generate go run ./internal/gen -out tables.go
//go:generate go run ./internal/genspoof -out spoof/tables.go
//go:generate go run ./internal/genlookalike -out spoof/lookalikes.go
//go:generate go run ./internal/gentop -out spoof/topdomains.go
//go:generate env GOTOOLCHAIN=go1.26.8 go run ./internal/genhost -dir internal/dnsname
//go:generate env GOTOOLCHAIN=go1.27.3 go run ./internal/genhost -dir internal/dnsname
