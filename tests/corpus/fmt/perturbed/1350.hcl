terraform  {
source    ="."
}

inputs    = {

    name    = "app1"
 }
