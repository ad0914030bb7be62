r =  "a,b,,c" ==deep.a.b.c.d[1].e  ?    merge({}) : {
 ("${n}") =  1E2
  }
