single {
  v = 1
}
