inputs = {
  from_root = "Hi"
}
