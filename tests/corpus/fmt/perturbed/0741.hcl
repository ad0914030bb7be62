locals  {
  first    =  local.second
      second =  local.first
 }
