r = formatlist("%s!", keys({
  "quoted key" : null,
  for_x : nmap["y"]
}))
