job "web"{
datacenters = ["dc1"]
      type =    "service"

update    {

      max_parallel    = 1
	min_healthy_time =    "10s"
      healthy_deadline    = "3m"
    auto_revert = true

}

      group    "frontend"{
    count    =  3

network    {
 port"http"    {
 to    =    8080

}
  }

      service  {
  name  = "web"
  port  = "http"
	tags    =    ["urlprefix-/"]

 check{
    type  = "http"
    path =  "/health"
    interval="10s"
timeout=  "2s"
    }
	}

  task  "server"{
	driver  =    "docker"

  config{
 image  ="nginx:1.25"
ports    = ["http"]
 }

      resources{
    cpu    = 500
    memory  = 256
}
}
      }
 }
