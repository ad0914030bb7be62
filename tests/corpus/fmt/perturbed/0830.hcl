include "alpha"  {
  path    =  find_in_parent_folders("alpha.hcl")
}  
