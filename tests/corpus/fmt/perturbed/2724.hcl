job  "cleanup"{
type    =  "batch"

      periodic  {
cron=  "0 */6 * * *"
prohibit_overlap    =true
}

constraint    {
    attribute= "${attr.kernel.name}"
  value="linux"  
      }

	group "cleanup"    {  
	restart {
      attempts =  2
delay  ="30s"
mode= "fail"
      }
task"run" {
 driver=    "raw_exec"
    config    {
      command  ="/usr/local/bin/cleanup"
      args    =    ["--older-than","7d",  "--dry-run=false"]
      }
      }
      }
}
