b xൎ {
  c = d
}
