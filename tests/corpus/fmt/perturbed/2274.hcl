r= chunklist(  ["a","b"], 0.1)
