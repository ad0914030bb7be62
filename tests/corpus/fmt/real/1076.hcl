# Root configuration file
