r = fl&&    "yes" ||  false
