r =indent(null  ,  "a")
