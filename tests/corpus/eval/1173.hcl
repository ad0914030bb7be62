r = {
  a : numstr
}
