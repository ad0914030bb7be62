a  "b" c"d" {
}
