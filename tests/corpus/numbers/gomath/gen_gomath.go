// Command gen_gomath writes ../gomath.txt: float64 bit patterns of x, y,
// math.Pow(x, y), b and math.Log(x)/math.Log(b) for random operands, as the
// reference computes them on amd64. Built by tests/oracle/build_oracles.sh (as
// target/oracle/gomath); run it from this directory: `gomath > ../gomath.txt`.
package main

import (
	"fmt"
	"math"
	"math/rand"
)

func main() {
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 3000; i++ {
		var x, y float64
		switch i % 4 {
		case 0:
			x = r.Float64() * 100
			y = r.Float64()*20 - 10
		case 1:
			x = float64(r.Intn(1000))
			y = float64(r.Intn(40) - 20)
		case 2:
			x = r.ExpFloat64()
			y = r.NormFloat64() * 50
		default:
			x = math.Float64frombits(r.Uint64() & 0x7fffffffffffffff)
			y = r.Float64() * 3
		}
		b := 2 + r.Float64()*20
		fmt.Printf("%d %d %d %d %d\n", math.Float64bits(x), math.Float64bits(y), math.Float64bits(math.Pow(x, y)), math.Float64bits(b), math.Float64bits(math.Log(x)/math.Log(b)))
	}
}
