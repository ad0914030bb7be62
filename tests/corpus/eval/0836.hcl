r = {
  k0 = tonumber("1e3")
}
