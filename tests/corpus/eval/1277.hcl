r = {
  
} == true ? nums : []
