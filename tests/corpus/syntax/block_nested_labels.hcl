a "x" {
  b "y" "z" {
    c = 1
  }
  b "w" "v" {
  }
}
