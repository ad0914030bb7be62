/*
dfsdfsdf


include "root" {
  path = find_in_parent_folders("root.hcl")
}

*/


/*
dfsdfsdf

*/

  include    "root"{
 path =  find_in_parent_folders("root.hcl")
}
