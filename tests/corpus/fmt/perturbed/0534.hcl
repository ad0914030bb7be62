extra_var  =  "Hello, World!"
