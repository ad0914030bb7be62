r = {
  k0 : null
}
