r  =keys({  
  
})
