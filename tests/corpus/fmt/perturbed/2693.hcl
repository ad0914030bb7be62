a =  f (g(h(x) ),    i(j  ))
