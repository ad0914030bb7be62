terraform {
  source = "https://github.com/totallyfakedoesnotexist/notreal.git//foo?ref=v1.2.3"
}
