r = length({
  
})
