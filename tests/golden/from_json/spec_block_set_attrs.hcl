rule {
  n = {
    k = "v"
  }
}

rule {
  n = {
    k = "w"
  }
}

meta = {
  a = x
}
