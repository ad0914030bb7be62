must {}
single {
  inner {}
}
