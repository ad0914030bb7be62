output"value"{  
    value    =  "dep-output"
 }
