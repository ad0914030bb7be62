name = "${a.b}-${c[0]}"
service "x" {
  image    = d
  replicas = length(e)
  port {
    internal = f.g[1].h
  }
  label {
    text = [for i in j : i.k][0]
  }
}
