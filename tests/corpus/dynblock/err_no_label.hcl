dynamic {
  for_each = names
  content {}
}
