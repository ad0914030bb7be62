output  "value"  {
  value = "ok"
}
