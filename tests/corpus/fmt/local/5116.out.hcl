a              = !b && c || d == e != f < g <= h > i >= j + k - l * m / n % o ? p : q
b              = x.y[0].*.z[*].w
c              = f(xs...)
d              = 1.5e+3
e              = provider::aws::arn(1)
f              = x.0
id-with-dashes = 1
