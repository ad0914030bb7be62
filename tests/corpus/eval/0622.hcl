r = {
  "quoted key" = join("-", strs),
  null : null,
  a : contains(obj.ports, "true")
}
