r =max(n... )  
