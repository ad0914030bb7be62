r = nul && true ? {
  k0 : big
  "quoted key" : false
  b : objs[0].name
  } : {

}
