r = keys({
  
})
