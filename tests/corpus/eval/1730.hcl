r = join("", keys({
  
}))
