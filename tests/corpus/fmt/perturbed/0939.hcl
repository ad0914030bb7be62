dependencies  {
 # This function call will fail when attempting to decode
paths  =["../app1"]
}

prevent_destroy = true

