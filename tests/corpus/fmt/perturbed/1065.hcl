# Root configuration file  
